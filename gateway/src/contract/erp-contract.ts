// The ERP's OpenAPI contract (erp-sandbox/openapi.yaml) as validators: is a call documented, are
// its required query parameters and body as the contract says, is the answer of the documented
// shape. The contract tests run it over the sandbox's answers and over every recorded fixture.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

export const OPENAPI_PATH = fileURLToPath(import.meta.resolve('@mro/erp-sandbox/openapi.yaml'));
const DOC_ID = 'erp-openapi';
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

type Parameter = { name: string; in: string; required?: boolean; $ref?: string };
type Content = { content?: Record<string, { schema?: unknown }>; $ref?: string };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: Content & { required?: boolean };
  responses: Record<string, Content>;
};
type OpenApi = {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: Record<string, Record<string, unknown>>;
};

export type ContractOperation = { method: string; template: string; operationId: string };

const pointer = (...segments: string[]) =>
  segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

// ajv-formats is CommonJS: its plugin is module.exports and module.exports.default.
const addFormats = addFormatsModule.default;

export class ErpContract {
  readonly #doc: OpenApi;
  readonly #ajv: Ajv2020;
  readonly #validators = new Map<string, ValidateFunction>();
  readonly #templates: { template: string; pattern: RegExp }[];

  constructor(yamlText: string) {
    this.#doc = parse(yamlText) as OpenApi;
    this.#ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.#ajv);
    this.#ajv.addSchema(this.#doc, DOC_ID);
    this.#templates = Object.keys(this.#doc.paths).map((template) => ({
      template,
      pattern: new RegExp(
        `^${template
          .split('/')
          .map((segment) => (segment.startsWith('{') ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
          .join('/')}$`,
      ),
    }));
  }

  static load(path = OPENAPI_PATH): ErpContract {
    return new ErpContract(readFileSync(path, 'utf8'));
  }

  /** Every documented call. */
  operations(): ContractOperation[] {
    return Object.entries(this.#doc.paths).flatMap(([template, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        method: method.toUpperCase(),
        template,
        operationId: item[method]?.operationId ?? `${method} ${template}`,
      })),
    );
  }

  /** The template of a concrete path (`/cart/abc` -> `/cart/{session_id}`), preferring literal segments. */
  template(method: string, path: string): string | undefined {
    const candidates = this.#templates.filter(
      ({ template, pattern }) => pattern.test(path) && this.#doc.paths[template]?.[method.toLowerCase() as 'get'],
    );
    return candidates.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0))[0]
      ?.template;
  }

  /** Problems with a request: undocumented, missing required query parameters, or a body off the contract. */
  validateRequest(method: string, path: string, query: string, body: unknown): string[] {
    const template = this.template(method, path);
    const call = `${method} ${path}`;
    if (!template) return [`${call}: not in the contract`];
    const operation = this.#doc.paths[template]?.[method.toLowerCase() as 'get'] as Operation;
    const params = new URLSearchParams(query);
    const problems = (operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'query' && parameter.required && !params.has(parameter.name))
      .map((parameter) => `${call}: required query parameter ${parameter.name} is missing`);
    const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
    if (bodySchema && body !== null && body !== undefined) {
      const at = pointer(
        'paths',
        template,
        method.toLowerCase(),
        'requestBody',
        'content',
        'application/json',
        'schema',
      );
      problems.push(...this.#check(`${call} request body`, at, body));
    } else if (operation.requestBody?.required && (body === null || body === undefined)) {
      problems.push(`${call}: the request body is required`);
    }
    return problems;
  }

  /** Problems with an answer: a status the contract does not list, or a body not of its schema. */
  validateResponse(method: string, path: string, status: number, body: unknown): string[] {
    const template = this.template(method, path);
    const call = `${method} ${path} -> ${status}`;
    if (!template) return [`${method} ${path}: not in the contract`];
    const operation = this.#doc.paths[template]?.[method.toLowerCase() as 'get'] as Operation;
    const code = [String(status), `${String(status)[0]}XX`, 'default'].find(
      (candidate) => operation.responses[candidate],
    );
    if (!code) return [`${call}: status not in the contract (${Object.keys(operation.responses).join(', ')})`];
    let response = operation.responses[code] as Content;
    let at = pointer('paths', template, method.toLowerCase(), 'responses', code);
    if (response.$ref) {
      at = response.$ref.slice(2);
      response = at
        .split('/')
        .reduce<unknown>(
          (node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
          this.#doc,
        ) as Content;
    }
    if (!response.content?.['application/json']?.schema) {
      return body === null || body === undefined ? [] : [`${call}: the contract documents no body`];
    }
    return this.#check(call, `${at}/${pointer('content', 'application/json', 'schema')}`, body);
  }

  #check(label: string, at: string, value: unknown): string[] {
    let validate = this.#validators.get(at);
    if (!validate) {
      validate = this.#ajv.compile({ $ref: `${DOC_ID}#/${at}` });
      this.#validators.set(at, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (error) => `${label}: ${error.instancePath || '(body)'} ${error.message ?? 'is invalid'}`,
    );
  }
}

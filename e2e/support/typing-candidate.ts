import type { Answer, AssessmentState, AssessmentStep } from '../../shared/assessment.schema';
import type { CandidateDetail, CandidateListPage } from '../../shared/review.schema';
import { pause, requestUntilAnswered, type Traffic } from './resilient-request';
import { E2E_PASSKEY } from './server';

/** One version of an answer as the candidate sent it. */
export interface SentAnswer {
  sequence: number;
  answer: string;
}

/** An answer as the server holds it; the hiring team's view of it has no sequence. */
type StoredAnswer = { sequence?: number; answer: string };

const WORDS = 'I would start by measuring what the users do before changing anything at all'.split(
  ' ',
);

/** The rich text of one draft: it grows as the candidate types, with characters worth keeping. */
export function draftOf(label: string, questionId: number, draft: number): string {
  const typed = Array.from({ length: draft }, (_, index) => WORDS[index % WORDS.length]).join(' ');
  return `<p>${label}, question ${questionId + 1}, draft ${draft}: <strong>${typed}</strong> naïve café — ✓ &amp; done</p>`;
}

/**
 * A candidate answering through the API as the browser does: one save in flight at a time, each
 * with a sequence from the clock that only grows, sent again until the server acknowledges it.
 */
export class TypingCandidate {
  /** The last version of each answer the server acknowledged (answered 2xx), by question. */
  readonly acknowledged = new Map<number, SentAnswer>();
  /** Saves acknowledged with something other than what was sent. */
  readonly mismatches: string[] = [];
  private lastSequence = 0;

  constructor(
    private readonly options: {
      baseUrl: string;
      unique: string;
      label: string;
      /** The candidate's own address (behind the proxy), so each has their own rate limit. */
      forwardedFor: string;
      traffic: Traffic;
    },
  ) {}

  get label(): string {
    return this.options.label;
  }

  headers(): Record<string, string> {
    return {
      authorization: `Bearer ${this.options.unique}`,
      'x-forwarded-for': this.options.forwardedFor,
    };
  }

  async saveAnswer(questionId: number, html: string): Promise<void> {
    const sequence = Math.max(Date.now(), this.lastSequence + 1);
    this.lastSequence = sequence;
    const response = await requestUntilAnswered(
      this.options.traffic,
      `${this.options.baseUrl}/api/assessment/answers/${questionId}`,
      {
        method: 'PUT',
        headers: { ...this.headers(), 'content-type': 'application/json' },
        body: JSON.stringify({ answer: html, sequence }),
      },
      'save',
    );
    if (!response.ok) {
      throw new Error(
        `${this.label}: save refused with ${response.status} ${await response.text()}`,
      );
    }
    const { answer } = (await response.json()) as { answer: Answer };
    this.acknowledged.set(questionId, { sequence, answer: html });
    this.options.traffic.answerAcks += 1;
    if (answer.sequence !== sequence || answer.answer !== html) {
      this.mismatches.push(
        `${this.label} q${questionId}: sent ${html}, server holds ${answer.answer}`,
      );
    }
  }

  async moveTo(step: AssessmentStep, questionIndex: number): Promise<void> {
    const response = await requestUntilAnswered(
      this.options.traffic,
      `${this.options.baseUrl}/api/assessment/progress`,
      {
        method: 'PUT',
        headers: { ...this.headers(), 'content-type': 'application/json' },
        body: JSON.stringify({ step, questionIndex }),
      },
    );
    if (!response.ok) throw new Error(`${this.label}: progress refused with ${response.status}`);
  }

  /**
   * Types draft after draft, question after question, going back to the first question after the
   * last, until `stop()` says so and every question has an answer; the save in flight is always
   * seen through to its acknowledgement.
   */
  async typeUntil(
    stop: () => boolean,
    questionCount: number,
    draftsPerQuestion = 6,
  ): Promise<void> {
    for (let round = 0; round < questionCount || !stop(); round += 1) {
      const questionId = round % questionCount;
      await this.moveTo('questions', questionId);
      for (let draft = 1; draft <= draftsPerQuestion && (draft === 1 || !stop()); draft += 1) {
        await this.saveAnswer(questionId, draftOf(this.label, questionId, round * 10 + draft));
        // A save after each pause in typing, as the browser's 600 ms debounce sends them.
        await pause(300 + ((round * 7 + draft * 13) % 300));
      }
    }
  }

  async readState(): Promise<AssessmentState> {
    const response = await requestUntilAnswered(
      this.options.traffic,
      `${this.options.baseUrl}/api/assessment`,
      { headers: this.headers() },
    );
    if (!response.ok) throw new Error(`${this.label}: state refused with ${response.status}`);
    return ((await response.json()) as { data: AssessmentState }).data;
  }

  /**
   * Compares what the server holds with the acknowledged versions of `expected`: with `exactly`,
   * each is the one stored; otherwise each is stored or overtaken by a newer save (the candidate
   * goes on typing while this reads). Answers the differences.
   */
  async compareStored(expected: Map<number, SentAnswer>, exactly: boolean): Promise<string[]> {
    const stored = await this.storedAnswers();
    const differences: string[] = [];
    for (const [questionId, sent] of expected) {
      const row = stored.get(questionId);
      const sameVersion = row?.sequence === undefined || row.sequence === sent.sequence;
      const same = row !== undefined && sameVersion && row.answer === sent.answer;
      const overtaken = !exactly && row?.sequence !== undefined && row.sequence > sent.sequence;
      if (!same && !overtaken) {
        differences.push(
          `${this.label} q${questionId}: acknowledged #${sent.sequence} ${sent.answer}; ` +
            `stored ${row ? `#${row.sequence ?? '?'} ${row.answer}` : 'nothing'}`,
        );
      }
    }
    if (exactly && stored.size !== expected.size) {
      differences.push(
        `${this.label}: ${stored.size} answers stored, ${expected.size} acknowledged`,
      );
    }
    return differences;
  }

  /**
   * What the server holds. A submitted assessment shows the candidate its state, not its answers
   * (docs/product.md#candidate-sessions): those are read as the hiring team reads them, without
   * sequences.
   */
  private async storedAnswers(): Promise<Map<number, StoredAnswer>> {
    const state = await this.readState();
    if (!state.progress.videoCompleted) {
      return new Map(state.answers.map((row) => [row.questionId, row]));
    }
    const detail = await this.readAsReviewer();
    return new Map(
      detail.answers.flatMap((row) =>
        row.html === null ? [] : [[row.questionIndex, { answer: row.html }] as const],
      ),
    );
  }

  private async readAsReviewer(): Promise<CandidateDetail> {
    const { baseUrl, traffic, label } = this.options;
    const headers = { authorization: `Bearer ${E2E_PASSKEY}` };
    const list = await requestUntilAnswered(
      traffic,
      `${baseUrl}/api/admin/candidates?q=${encodeURIComponent(label)}`,
      { headers },
    );
    const page = ((await list.json()) as { data: CandidateListPage }).data;
    const item = page.items.find((candidate) => candidate.name === label);
    if (!item) throw new Error(`${label}: not in the hiring team's list`);
    const detail = await requestUntilAnswered(
      traffic,
      `${baseUrl}/api/admin/candidates/${item.id}`,
      { headers },
    );
    return ((await detail.json()) as { data: CandidateDetail }).data;
  }
}

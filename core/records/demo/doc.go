// Package demo builds Roadcase's demonstration data: two organizations with the
// records a touring company keeps, the same on every run and every backend. Ids are
// UUIDv5 names under kernel.Namespace ("demo/show/nlt26/2026-03-14"), every time is
// fixed (records are created at CreatedAt, "today" is Today), and times of day are
// local times at the venue stored in UTC.
//
// The demo organization, Northern Lights Touring (EUR), holds:
//
//   - NLT26, Aurora Lane's European tour (EUR, February to April 2026): 25 dates in
//     16 countries with versus, door-split and flat deals; sold-out and soft shows,
//     one cancelled date (Utrecht), most dates settled, two still waiting for their
//     settlement; crew, timesheets, per diems, the daily schedule, flights, rail,
//     ferries and the nightliner, hotels with rooming lists, guest lists, budget
//     against actual expenses (travel and crew over budget, production, accommodation
//     and marketing under), income and invoices to promoters.
//   - NA26, the North American leg (USD, October 2026): door-split deals in the US
//     and Canada, flights and hotels; the last two dates are not settled yet.
//   - SKS26, Skärgård Sounds, a festival the organization produces (SEK, July 2026):
//     three stages over three days, one of them a radio session with zero capacity
//     (sell-through has no denominator there); sponsorship invoices, one paid, one
//     partly paid and overdue, one overdue with nothing paid. The festival has no
//     settlements and no travel: the organization is the promoter and pays its acts
//     as expenses.
//   - MBG26, a one-off corporate gala for a bank (GBP, December 2026, still ahead):
//     no tickets, no travel and no accommodation; a paid deposit invoice, a partly
//     paid invoice not yet due and a draft balance invoice.
//   - AL3, Aurora Lane's album campaign (GBP, 2027): a project with no shows at all,
//     only a budget and the first expenses.
//
// The second organization, Harbour Events (GBP), runs one small jazz weekend in
// Bristol. It has no invoices at all, so every receivables metric (invoiced,
// collected, outstanding, days sales outstanding) has no backing data there and
// resolves to null; it exists so that tenant isolation is always testable.
//
// Scaled adds generated tours to an organization for benchmarks.
package demo

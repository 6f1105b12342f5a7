// Class: crash (found by obsfuzz after this stop's new corpora: a NumberFormatter given
// `Locale(identifier: "é")` trapped inside Foundation when it formatted, and took ObsREPL down with it).
// swiftc 6.3.1 on this machine: the same program crashes (signal 4) at `string(from:)`. ObsREPL refuses an
// identifier that is not well formed (ASCII: a 2-3 letter language, then parts after '_' or '-') where it
// is made; well-formed ones, known or not, work as Foundation's do. (Foundation puts a no-break space
// before the euro sign.)
import Foundation
let euros = NumberFormatter()
euros.numberStyle = .currency
euros.locale = Locale(identifier: "de_DE")
print(euros.string(from: 1234.5) ?? "")
euros.locale = Locale(identifier: "é")
print(euros.string(from: 1234.5) ?? "")
// expect: 1.234,50 €
// expect-error: not supported yet: the locale 'é'

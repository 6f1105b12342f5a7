// Stack Overflow Q&A style — MISTAKE on purpose, as the asker wrote it: an @Observable model kept in a plain `let` of a view that creates it is made again at every parent render (each keystroke in the parent's search field), so its count starts over; the fix, @State, still runs the initial expression per init (a throwaway that lives until the next render) but keeps the installed model (rules §2.6, §2.3, §3.1, §3.2, §3.3, §2.5)
import SwiftUI

@Observable
final class TallyModel {
    static var made = 0
    let serial: Int
    var count = 0

    init() {
        TallyModel.made += 1
        serial = TallyModel.made
        print("TallyModel #\(serial) init")
    }

    deinit { print("TallyModel #\(serial) deinit") }
}

struct LetTally: View {
    let model = TallyModel()   // the asker's code

    var body: some View {
        let _ = print("LetTally body: #\(model.serial) count=\(model.count)")
        Button("Let +1") { model.count += 1 }
    }
}

struct StateTally: View {
    @State private var model = TallyModel()   // the fix

    var body: some View {
        let _ = print("StateTally body: #\(model.serial) count=\(model.count)")
        Button("State +1") { model.count += 1 }
    }
}

struct SearchHome: View {
    @State private var query = ""

    var body: some View {
        let _ = print("SearchHome body: '\(query)'")
        VStack {
            TextField("Search", text: $query)
            LetTally()
            StateTally()
        }
    }
}

:mount SearchHome()
// expect: SearchHome body: ''
// expect: TallyModel #1 init
// expect: TallyModel #2 init
// expect: LetTally body: #1 count=0
// expect: StateTally body: #2 count=0
:tap "Let +1"
// expect: LetTally body: #1 count=1
:tap "State +1"
// expect: StateTally body: #2 count=1
:type "a" into "Search"
// expect: SearchHome body: 'a'
// expect: TallyModel #3 init
// expect: TallyModel #4 init
// expect: TallyModel #1 deinit
// expect: LetTally body: #3 count=0
// expect: StateTally body: #2 count=1
:type "b" into "Search"
// expect: SearchHome body: 'ab'
// expect: TallyModel #5 init
// expect: TallyModel #6 init
// expect: TallyModel #3 deinit
// expect: LetTally body: #5 count=0
// expect: TallyModel #4 deinit
// expect: StateTally body: #2 count=1

// Reddit r/SwiftUI style (my @Observable model resets when the parent changes): an @Observable in a plain let is remade with the view, in @State it is kept though its init still runs (rules §3.1, §3.2, §2.5, §8.3)
import SwiftUI
import Observation

@Observable
final class NoteModel {
    static var made = 0
    let serial: Int
    var count = 0
    init() {
        NoteModel.made += 1
        serial = NoteModel.made
        print("NoteModel \(serial) init")
    }
}

struct LetChild: View {
    let model = NoteModel()
    var body: some View {
        let _ = print("LetChild body model \(model.serial) count \(model.count)")
        Button("Let +1") { model.count += 1 }
    }
}

struct StateChild: View {
    @State private var model = NoteModel()
    var body: some View {
        let _ = print("StateChild body model \(model.serial) count \(model.count)")
        Button("State +1") { model.count += 1 }
    }
}

struct ParentView: View {
    @State private var ticks = 0
    var body: some View {
        let _ = print("ParentView body \(ticks)")
        VStack {
            Button("Tick") { ticks += 1 }
            LetChild()
            StateChild()
        }
    }
}

:mount ParentView()
// expect: ParentView body 0
// expect: NoteModel 1 init
// expect: NoteModel 2 init
// expect: LetChild body model 1 count 0
// expect: StateChild body model 2 count 0
:tap "Let +1"
// expect: LetChild body model 1 count 1
:tap "State +1"
// expect: StateChild body model 2 count 1
:tap "Tick"
// expect: ParentView body 1
// expect: NoteModel 3 init
// expect: NoteModel 4 init
// expect: LetChild body model 3 count 0
// expect: StateChild body model 2 count 1
:tap "State +1"
// expect: StateChild body model 2 count 2

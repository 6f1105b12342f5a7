// Swift Forums style (@State in a child ignores the new value from the parent): State(initialValue:) is used only at install; .id(value) resets the child (rules §3.2, §1.3, §12.2, §2.7)
import SwiftUI

struct NameEditor: View {
    let name: String
    @State private var draft: String
    init(name: String) {
        self.name = name
        _draft = State(initialValue: name)
        print("NameEditor init name=\(name)")
    }
    var body: some View {
        let _ = Self._printChanges()
        let _ = print("NameEditor body name=\(name) draft=\(draft)")
        TextField("Draft", text: $draft)
    }
}

struct PeopleView: View {
    @State private var selected = "Ann"
    var body: some View {
        VStack {
            Button("Pick Bo") { selected = "Bo" }
            NameEditor(name: selected)
            NameEditor(name: selected)
                .id(selected)
        }
    }
}

:mount PeopleView()
// expect: NameEditor init name=Ann
// expect: NameEditor init name=Ann
// expect: NameEditor: @self, @identity, _draft changed.
// expect: NameEditor body name=Ann draft=Ann
// expect: NameEditor: @self, @identity, _draft changed.
// expect: NameEditor body name=Ann draft=Ann
:tap "Pick Bo"
// expect: NameEditor init name=Bo
// expect: NameEditor init name=Bo
// expect: NameEditor: @self changed.
// expect: NameEditor body name=Bo draft=Ann
// expect: NameEditor: @self, @identity, _draft changed.
// expect: NameEditor body name=Bo draft=Bo

// Apple docs `Binding/init(get:set:)`: a custom binding that upper-cases what a TextField writes, and a Bool binding derived from the same text.
// The TextField writes through `set`, which stores the upper-cased text in @State; the body reads `name`, so it runs
// again after each write (rules §3.4, §3.5, §9.1), and the field then shows the stored, upper-cased text, so the next
// keystroke is appended to "A", not to "a". The Toggle's binding is derived: `get` is `!name.isEmpty`, `set(false)`
// clears the name. A button that calls the binding's setter with the value it already holds stores an equal value:
// no change, no body (rules §3.4). A closure reads the @State's current value when it runs.
import SwiftUI

struct ShoutField: View {
    @State private var name = ""

    var body: some View {
        let _ = print("body name='\(name)'")
        let shouted = Binding<String>(
            get: { name },
            set: { newValue in
                print("set \(newValue)")
                name = newValue.uppercased()
            }
        )
        let hasName = Binding<Bool>(
            get: { !name.isEmpty },
            set: { isOn in
                print("hasName set \(isOn)")
                if !isOn { name = "" }
            }
        )
        Form {
            TextField("Name", text: shouted)
            Toggle("Has name", isOn: hasName)
            Button("Shout again") { shouted.wrappedValue = name }
        }
    }
}

:mount ShoutField()
// expect: body name=''
:type "ab" into "Name"
// expect: set a
// expect: body name='A'
// expect: set Ab
// expect: body name='AB'
:tap "Shout again"
// expect: set AB
:toggle "Has name"
// expect: hasName set false
// expect: body name=''
:type "z" into "Name"
// expect: set z
// expect: body name='Z'

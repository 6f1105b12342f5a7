// The Stack Overflow favourite for optional text: a `??` overload that turns a `Binding<T?>` into a `Binding<T>`
// with a default, used as `TextField("Nickname", text: $contact.nickname ?? "")`.
// What SwiftUI does: `Binding(get:set:)` reads through `get` and writes through `set` (Apple, Binding
// init(get:set:): https://developer.apple.com/documentation/swiftui/binding/init(get:set:); rules §9.1). Each
// keystroke writes the optional in the @State struct, so the body runs and onChange(of:) reports old and new
// (Apple, onChange(of:initial:_:)); the field shows "" while the value is nil. The body's own
// `contact.nickname ?? "nil"` uses the standard library's `??`, not the Binding overload.
import SwiftUI

func ?? <T>(lhs: Binding<T?>, rhs: T) -> Binding<T> {
    Binding(
        get: { lhs.wrappedValue ?? rhs },
        set: { lhs.wrappedValue = $0 }
    )
}

struct Contact {
    var name: String
    var nickname: String?
}

struct ContactEditor: View {
    @State private var contact = Contact(name: "Margaret", nickname: nil)

    var body: some View {
        let _ = print("ContactEditor body, nickname \(contact.nickname ?? "nil")")
        Form {
            Text(contact.name)
            TextField("Nickname", text: $contact.nickname ?? "")
            Button("Remove nickname") { contact.nickname = nil }
        }
        .onChange(of: contact.nickname) { oldValue, newValue in
            print("nickname \(oldValue ?? "nil") -> \(newValue ?? "nil")")
        }
    }
}

:mount ContactEditor()
// expect: ContactEditor body, nickname nil
:type "Mo" into "Nickname"
// expect: ContactEditor body, nickname M
// expect: nickname nil -> M
// expect: ContactEditor body, nickname Mo
// expect: nickname M -> Mo
:tap "Remove nickname"
// expect: ContactEditor body, nickname nil
// expect: nickname Mo -> nil
:type "Peg" into "Nickname"
// expect: ContactEditor body, nickname P
// expect: nickname nil -> P
// expect: ContactEditor body, nickname Pe
// expect: nickname P -> Pe
// expect: ContactEditor body, nickname Peg
// expect: nickname Pe -> Peg

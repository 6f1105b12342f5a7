// rules §15.10: `@FocusState` holds which field has the focus (`Bool`, or an optional value with
// `.focused($field, equals:)`); code moves the focus by writing it, a tap on a field (`:focus`, and `:type`
// into a field that isn't focused) writes it; Return (`:submit`) runs the nearest `onSubmit` with the text
// trigger, then the field loses the focus unless the action moved it (both in one update).
// Source: https://developer.apple.com/documentation/swiftui/focusstate,
// https://developer.apple.com/documentation/swiftui/view/focused(_:equals:),
// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:). The commands and the one update are
// ObsREPL's choices (rules §15.10).
enum Field385: Hashable {
    case name, city
}

struct Address385: View {
    @State private var name = ""
    @State private var city = ""
    @FocusState private var field: Field385?

    var body: some View {
        Form {
            TextField("Name", text: $name).focused($field, equals: .name)
            TextField("City", text: $city).focused($field, equals: .city)
        }
        .onSubmit { if field == .name { field = .city } }
        .onChange(of: field) { old, new in print("focus", old.map { "\($0)" } ?? "none", "->", new.map { "\($0)" } ?? "none") }
        Button("Show") { print(name, city) }
    }
}

:mount Address385()
:type "Ada" into "Name"
:submit "Name"
:type "Paris" into "City"
:submit "City"
:focus "Name"
:tap "Show"

// expect: focus none -> name
// expect: focus name -> city
// expect: focus city -> none
// expect: focus none -> name
// expect: Ada Paris

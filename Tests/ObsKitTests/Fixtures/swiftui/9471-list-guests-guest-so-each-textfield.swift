// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (a view takes an @Observable guest list as @Bindable and hands ForEach($list.guests) { $guest in ... } so each TextField edits its own struct element inside the model's array)
// Apple's Bindable page: "You can use the Bindable property wrapper on properties and variables to an Observable
// object", then take bindings with `$`. `$list.guests` is a Binding to the array, and ForEach over it gives each row a
// Binding to its element: a keystroke in the second field writes list.guests[1].name, and the root, which reads the
// names, reports each new value.
import SwiftUI

struct Guest: Identifiable {
    let id: Int
    var name: String
}

@Observable
final class GuestList {
    var guests = [Guest(id: 1, name: "Al"), Guest(id: 2, name: "Bo")]
}

struct GuestEditor: View {
    @Bindable var list: GuestList
    var body: some View {
        List {
            ForEach($list.guests) { $guest in
                TextField("Guest name", text: $guest.name)
            }
            Button("Add guest") {
                list.guests.append(Guest(id: list.guests.count + 1, name: ""))
            }
        }
    }
}

struct Party: View {
    @State private var list = GuestList()
    var body: some View {
        GuestEditor(list: list)
            .onChange(of: list.guests.map(\.name)) { _, names in
                print(names)
            }
    }
}

:mount Party()
:type "b" into "Guest name" 2
// expect: ["Al", "Bob"]
:tap "Add guest"
// expect: ["Al", "Bob", ""]
:type "Cy" into "Guest name" 3
// expect: ["Al", "Bob", "C"]
// expect: ["Al", "Bob", "Cy"]
:type "!" into "Guest name" 1
// expect: ["Al!", "Bob", "Cy"]

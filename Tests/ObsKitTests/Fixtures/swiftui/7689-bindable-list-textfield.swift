// Style: Stack Overflow question. Forum question: "Typing in a TextField inside List($model.guests) re-renders my whole editor on every keystroke — why?"
// SwiftUI: `$list.guests` through @Bindable reads `guests` once when made, so the editor's body depends on the whole array (rules §8.5, §9.2);
// a keystroke writes `guests[0].name`, changing the array, so the editor and every view that read `guests` run again (rules §8.1, §8.3, §15.1),
// while views that read other properties (`title`) or nothing of the model do not (rules §8).
import SwiftUI
import Observation

struct Guest: Identifiable {
    let id: Int
    var name: String
}

@Observable
final class GuestList {
    var guests = [Guest(id: 1, name: "Ann"), Guest(id: 2, name: "Ben")]
    var title = "Party"
}

struct GuestEditor: View {
    @Bindable var list: GuestList

    var body: some View {
        let _ = print("editor body")
        List($list.guests) { $guest in
            TextField("Guest \(guest.id)", text: $guest.name)
        }
    }
}

struct GuestSummary: View {
    let list: GuestList

    var body: some View {
        let _ = print("summary: \(list.guests.map { $0.name }.joined(separator: ", "))")
        Text("\(list.guests.count) guests")
    }
}

struct TitleBar: View {
    let list: GuestList

    var body: some View {
        let _ = print("title: \(list.title)")
        Text(list.title)
    }
}

struct PartyScreen: View {
    @State private var list = GuestList()

    var body: some View {
        let _ = print("party body")
        VStack {
            TitleBar(list: list)
            GuestEditor(list: list)
            GuestSummary(list: list)
        }
    }
}

:mount PartyScreen()
// expect: party body
// expect: title: Party
// expect: editor body
// expect: summary: Ann, Ben
:type "e" into "Guest 1"
// expect: editor body
// expect: summary: Anne, Ben
:type "n" into "Guest 2"
// expect: editor body
// expect: summary: Anne, Benn

// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:) (iOS 16+: an alert whose actions include a TextField, to add a name to a list)
// Since iOS 16 an alert's actions may contain a TextField bound to state. Typing changes the caller's state;
// tapping an action runs it and dismisses the alert (isPresented becomes false). A Cancel-role button runs
// its action and dismisses too.
// - "Add player" opens the alert; typing "Zoe" and tapping Add appends Zoe and clears the field.
// - Opening it again, typing and cancelling adds nothing; the typed text stays in the state until cleared.
import SwiftUI

struct PlayersScreen: View {
    @State private var players = ["Max"]
    @State private var newName = ""
    @State private var showingAdd = false

    var body: some View {
        let _ = print("players: \(players.joined(separator: ", "))")
        VStack {
            ForEach(players, id: \.self) { Text($0) }
            Button("Add player") { showingAdd = true }
        }
        .alert("New player", isPresented: $showingAdd) {
            TextField("Name", text: $newName)
            Button("Add") {
                players.append(newName)
                newName = ""
            }
            Button("Cancel", role: .cancel) {
                print("cancelled with \"\(newName)\" typed")
            }
        } message: {
            Text("Enter the player's name.")
        }
    }
}

:mount PlayersScreen()
// expect: players: Max
:tap "Add player"
:type "Zoe" into "Name"
:tap "Add"
// expect: players: Max, Zoe
:tap "Add player"
:type "Al" into "Name"
:tap "Cancel"
// expect: cancelled with "Al" typed

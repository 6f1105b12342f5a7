// SwiftUI from Apple's documentation: StateObject in full-screen cover content, closed with dismiss()
// Sources: developer.apple.com/documentation/swiftui/stateobject: "SwiftUI creates a new instance of
// the model object only once during the lifetime of the container that declares the state object";
// DismissAction: "Dismiss a modal presentation"; fullScreenCover(isPresented:onDismiss:content:)
// onDismiss: "The closure to execute when dismissing the modal view." (No order is asserted between
// the model's deinit and onDismiss: onDismiss only counts.)
import SwiftUI

@MainActor final class PlayerModel: ObservableObject {
    static var made = 0
    let serial: Int
    init() {
        PlayerModel.made += 1
        serial = PlayerModel.made
        print("PlayerModel \(serial) init")
    }
    deinit { print("PlayerModel \(serial) deinit") }
}

struct PlayerCover: View {
    @StateObject private var model = PlayerModel()
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Close player \(model.serial)") { dismiss() }
    }
}

struct ContentView: View {
    @State private var playing = false
    @State private var closed = 0
    var body: some View {
        VStack {
            Button("Play") { playing = true }
            Button("Report") { print("closed \(closed)") }
        }
        .fullScreenCover(isPresented: $playing, onDismiss: { closed += 1 }) { PlayerCover() }
    }
}

:mount ContentView()
:tap "Play"
:tap "Close player 1"
:tap "Report"
:tap "Play"
:tap "Close player 2"
:tap "Report"

// expect: PlayerModel 1 init
// expect: PlayerModel 1 deinit
// expect: closed 1
// expect: PlayerModel 2 init
// expect: PlayerModel 2 deinit
// expect: closed 2

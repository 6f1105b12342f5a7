// SwiftUI from Apple's documentation: a @StateObject lives as long as its view: removing the view frees it, showing it makes a new one
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): SwiftUI creates the model "only once during the
// lifetime of the container that declares the state object". WWDC21 "Demystify SwiftUI"
// (https://developer.apple.com/videos/play/wwdc2021/10022/): state lifetime is the view's lifetime; when the view is removed, its
// storage is freed.
import SwiftUI
import Combine

final class Player: ObservableObject {
    static var made = 0
    let number: Int
    init() { Player.made += 1; number = Player.made; print("Player \(number) init") }
    deinit { print("Player \(number) deinit") }
}

struct PlayerPanel: View {
    @StateObject private var player = Player()
    var body: some View {
        Text("Player \(player.number)")
    }
}

struct Stage: View {
    @State private var showPanel = true
    var body: some View {
        VStack {
            Button("Toggle panel") { showPanel.toggle() }
            if showPanel {
                PlayerPanel()
            }
        }
    }
}

:mount Stage()
// expect: Player 1 init
:tap "Toggle panel"
// expect: Player 1 deinit
:tap "Toggle panel"
// expect: Player 2 init

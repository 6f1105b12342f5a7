// CS193p style, a student MISTAKE on purpose: the game view makes its own view model with `@ObservedObject var viewModel = EmojiMemoryGame(...)` and sits under a parent whose "Show score" toggle re-renders it; every parent body makes a new view model (rules §2.6, §5.3, T8): the new init comes before the old deinit, the child runs for its new value (@self) and the game starts over; the same game under @StateObject (the fix) is made once, right before its first body (§4.2, §4.3, T7), and keeps its flips
import SwiftUI

struct FlipGame {
    private(set) var flips = 0
    mutating func flip() { flips += 1 }
}

final class EmojiMemoryGame: ObservableObject {
    let label: String
    @Published private var model = FlipGame()
    private static var counter = 0
    private let number: Int

    init(label: String) {
        Self.counter += 1
        number = Self.counter
        self.label = label
        print("\(label) game #\(number) init")
    }
    deinit { print("\(label) game #\(number) deinit") }

    var flips: Int { model.flips }
    func flip() { model.flip() }
}

struct ObservedGameView: View {
    @ObservedObject var viewModel = EmojiMemoryGame(label: "observed")   // MISTAKE
    var body: some View {
        let _ = print("ObservedGameView body: flips \(viewModel.flips)")
        Button("Flip observed (\(viewModel.flips))") { viewModel.flip() }
    }
}

struct OwnedGameView: View {
    @StateObject private var viewModel = EmojiMemoryGame(label: "owned")   // the fix
    var body: some View {
        let _ = print("OwnedGameView body: flips \(viewModel.flips)")
        Button("Flip owned (\(viewModel.flips))") { viewModel.flip() }
    }
}

struct ContentView: View {
    @State private var showScore = true
    var body: some View {
        let _ = print("ContentView body: showScore \(showScore)")
        VStack {
            Toggle("Show score", isOn: $showScore)
            if showScore {
                Text("Score is shown")
            }
            ObservedGameView()
            OwnedGameView()
        }
    }
}

:mount ContentView()
// expect: ContentView body: showScore true
// expect: observed game #1 init
// expect: ObservedGameView body: flips 0
// expect: owned game #2 init
// expect: OwnedGameView body: flips 0
:tap "Flip observed (0)"
// expect: ObservedGameView body: flips 1
:tap "Flip owned (0)"
// expect: OwnedGameView body: flips 1
:tap "Flip observed (1)"
// expect: ObservedGameView body: flips 2
:toggle "Show score"
// expect: ContentView body: showScore false
// expect: observed game #3 init
// expect: observed game #1 deinit
// expect: ObservedGameView body: flips 0
:tap "Flip owned (1)"
// expect: OwnedGameView body: flips 2
:toggle "Show score"
// expect: ContentView body: showScore true
// expect: observed game #4 init
// expect: observed game #3 deinit
// expect: ObservedGameView body: flips 0

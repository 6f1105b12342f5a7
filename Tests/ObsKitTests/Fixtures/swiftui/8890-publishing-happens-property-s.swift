// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/published (publishing happens in the property's willSet: with observers on the @Published property, its own willSet runs, then the sink receives the new value, then didSet runs)
import SwiftUI
import Combine

final class GameModel: ObservableObject {
    @Published var level = 1 {
        willSet { print("willSet \(level) -> \(newValue)") }
        didSet { print("didSet \(oldValue) -> \(level)") }
    }
    private var cancellables = Set<AnyCancellable>()

    init() {
        $level
            .sink { print("sink \($0)") }
            .store(in: &cancellables)
    }
}

struct GameView: View {
    @StateObject private var game = GameModel()

    var body: some View {
        Button("Level up") { game.level += 1 }
    }
}

:mount GameView()
:tap "Level up"
// expect: sink 1
// expect: willSet 1 -> 2
// expect: sink 2
// expect: didSet 1 -> 2

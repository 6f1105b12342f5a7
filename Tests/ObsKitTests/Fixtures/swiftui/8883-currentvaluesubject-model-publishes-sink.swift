// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/currentvaluesubject (a CurrentValueSubject in a model publishes to its sink on every change, but it is not @Published, so the view re-renders only when objectWillChange is sent by hand)
import SwiftUI
import Combine

final class ScoreModel: ObservableObject {
    let score = CurrentValueSubject<Int, Never>(0)
    private var cancellables = Set<AnyCancellable>()

    init() {
        score
            .sink { print("score \($0)") }
            .store(in: &cancellables)
    }
}

struct ScoreView: View {
    @StateObject private var model = ScoreModel()

    var body: some View {
        let _ = print("body: score \(model.score.value)")
        VStack {
            Button("Score \(model.score.value)") { model.score.value += 1 }
            Button("Sync") { model.objectWillChange.send() }
        }
    }
}

:mount ScoreView()
:tap "Score 0"
:tap "Score 0"
:tap "Sync"
// expect: score 0
// expect: body: score 0
// expect: score 1
// expect: score 2
// expect: body: score 2

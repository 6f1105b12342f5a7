// The Stack Overflow puzzle "objectWillChange gives me the old value": a model that sinks its own
// `objectWillChange` and its `$score` publisher in its init, printing what each sees.
// What SwiftUI/Combine does: a `@Published` set sends `objectWillChange` first, then gives `$score`'s subscribers the
// new value, and only then stores it; so the `objectWillChange` sink reads the old score, and the `$score` sink gets
// the new one as its argument (rules §6.3, T1). Subscribing to `$score` delivers the current value at once;
// `objectWillChange` has no value to deliver. Two sets in one action: each sink twice, one body (rules §10.1).
// Sources: rules §6.1, §6.3, §10.1, T1; https://developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5j
// https://christiantietze.de/posts/2022/08/rely-on-published-property-wrapper-events-not-the-observed-object/
import SwiftUI
import Combine

final class ScoreModel: ObservableObject {
    @Published var score = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        objectWillChange
            .sink { [weak self] _ in
                print("objectWillChange: score reads \(self?.score ?? -1)")
            }
            .store(in: &cancellables)
        $score
            .sink { newScore in
                print("$score delivers \(newScore)")
            }
            .store(in: &cancellables)
    }
}

struct ScoreView: View {
    @StateObject private var model = ScoreModel()

    var body: some View {
        let _ = print("ScoreView body: \(model.score)")
        VStack {
            Text("Score \(model.score)")
            Button("Score 10") { model.score += 10 }
            Button("Bonus round") {
                model.score += 1
                model.score *= 2
            }
        }
    }
}

:mount ScoreView()
// expect: $score delivers 0
// expect: ScoreView body: 0
:tap "Score 10"
// expect: objectWillChange: score reads 0
// expect: $score delivers 10
// expect: ScoreView body: 10
:tap "Bonus round"
// expect: objectWillChange: score reads 10
// expect: $score delivers 11
// expect: objectWillChange: score reads 11
// expect: $score delivers 22
// expect: ScoreView body: 22

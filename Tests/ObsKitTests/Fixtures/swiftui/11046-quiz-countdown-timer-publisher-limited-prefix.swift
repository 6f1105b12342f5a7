// Kodeco style (quiz countdown): a Timer publisher limited with prefix(3) counts down and finishes by itself; the last tick's value and completion land in one turn and one body (rules §6.3, §10.1, §15.15)
import SwiftUI
import Combine

final class QuizViewModel: ObservableObject {
    @Published private(set) var secondsLeft = 3
    @Published private(set) var isOver = false
    private var countdown: AnyCancellable?

    func start() {
        print("quiz started")
        secondsLeft = 3
        isOver = false
        countdown = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .prefix(3)
            .sink(receiveCompletion: { [weak self] _ in
                print("time's up")
                self?.isOver = true
            }, receiveValue: { [weak self] _ in
                guard let self else { return }
                self.secondsLeft -= 1
                print("tick, \(self.secondsLeft) left")
            })
    }
}

struct QuizView: View {
    @StateObject private var quiz = QuizViewModel()

    var body: some View {
        let _ = print("body left=\(quiz.secondsLeft) over=\(quiz.isOver)")
        VStack {
            Text("\(quiz.secondsLeft)")
            Button("Start Quiz") { quiz.start() }
        }
    }
}

:mount QuizView()
// expect: body left=3 over=false
:tap "Start Quiz"
// expect: quiz started
// expect: body left=3 over=false
:advance 5s
// expect: tick, 2 left
// expect: body left=2 over=false
// expect: tick, 1 left
// expect: body left=1 over=false
// expect: tick, 0 left
// expect: time's up
// expect: body left=0 over=true

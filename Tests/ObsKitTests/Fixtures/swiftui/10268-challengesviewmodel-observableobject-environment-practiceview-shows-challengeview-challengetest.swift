// Kodeco SwiftUI by Tutorials style (Kuchi practice): a ChallengesViewModel ObservableObject in the environment, a PracticeView that shows `ChallengeView(challengeTest:)` for the current challenge, a QuestionView-style `@State showAnswers` and a ChoicesView that answers, shows an alert and asks the view model for the next challenge; views that declare the @EnvironmentObject run at every publish (rules §14.1), ChallengeView runs only for a new challenge (§2.3), and keeps its @State across challenges because its place in the tree stays the same (§1.1, §3.2); the last OK empties the challenge and the branch goes
import SwiftUI

struct ChallengeTest {
    let question: String
    let answers: [String]
    let correctAnswer: String
}

final class ChallengesViewModel: ObservableObject {
    private var remaining = [
        ChallengeTest(question: "grazie", answers: ["please", "thanks", "sorry"], correctAnswer: "thanks"),
    ]
    @Published var currentChallenge: ChallengeTest? = ChallengeTest(question: "ciao", answers: ["hello", "bye"], correctAnswer: "hello")
    @Published var numberOfAnswered = 0
    @Published var correctAnswers = 0

    func generateChallenge() {
        currentChallenge = remaining.isEmpty ? nil : remaining.removeFirst()
    }

    func checkAnswer(_ answer: String) -> Bool {
        let correct = currentChallenge?.correctAnswer == answer
        numberOfAnswered += 1
        if correct { correctAnswers += 1 }
        print(correct ? "correct" : "wrong")
        return correct
    }
}

struct ChoicesView: View {
    let challengeTest: ChallengeTest
    @EnvironmentObject var challengesViewModel: ChallengesViewModel
    @State var challengeSolved = false
    @State var isChallengeResultAlertDisplayed = false
    @State var isCorrectAnswer = false

    var body: some View {
        let _ = print("ChoicesView body: \(challengeTest.question), solved \(challengeSolved)")
        VStack(spacing: 25) {
            ForEach(challengeTest.answers, id: \.self) { answer in
                Button(answer) {
                    challengeSolved = true
                    isCorrectAnswer = challengesViewModel.checkAnswer(answer)
                    isChallengeResultAlertDisplayed = true
                }
                .disabled(challengeSolved)
            }
        }
        .alert(isCorrectAnswer ? "Correct!" : "Wrong", isPresented: $isChallengeResultAlertDisplayed) {
            Button("OK") {
                challengesViewModel.generateChallenge()
                challengeSolved = false
            }
        }
    }
}

struct ChallengeView: View {
    let challengeTest: ChallengeTest
    @State var showAnswers = false

    var body: some View {
        let _ = print("ChallengeView body: \(challengeTest.question), answers \(showAnswers ? "shown" : "hidden")")
        VStack {
            Button(challengeTest.question) {
                showAnswers.toggle()
            }
            if showAnswers {
                Divider()
                ChoicesView(challengeTest: challengeTest)
            }
        }
    }
}

struct PracticeView: View {
    @EnvironmentObject var challengesViewModel: ChallengesViewModel

    var body: some View {
        let _ = print("PracticeView body: \(challengesViewModel.numberOfAnswered) answered")
        if let challengeTest = challengesViewModel.currentChallenge {
            ChallengeView(challengeTest: challengeTest)
        } else {
            Text("Congratulations, you completed the challenge!")
        }
    }
}

:mount PracticeView().environmentObject(ChallengesViewModel())
// expect: PracticeView body: 0 answered
// expect: ChallengeView body: ciao, answers hidden
:tap "ciao"
// expect: ChallengeView body: ciao, answers shown
// expect: ChoicesView body: ciao, solved false
:tap "hello"
// expect: correct
// expect: PracticeView body: 1 answered
// expect: ChoicesView body: ciao, solved true
:tap "OK"
// expect: PracticeView body: 1 answered
// expect: ChallengeView body: grazie, answers shown
// expect: ChoicesView body: grazie, solved false
:tap "sorry"
// expect: wrong
// expect: PracticeView body: 2 answered
// expect: ChoicesView body: grazie, solved true
:tap "OK"
// expect: PracticeView body: 2 answered

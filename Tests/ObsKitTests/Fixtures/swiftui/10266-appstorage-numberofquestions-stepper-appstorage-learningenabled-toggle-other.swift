// Kodeco SwiftUI by Tutorials style (Kuchi settings): `@AppStorage("numberOfQuestions")` on a Stepper and `@AppStorage("learningEnabled")` on a Toggle, and two other views reading the same keys; a change re-runs exactly the views that read that key (rules §15.14), the declared default is not written until the user changes it, and the value lands in UserDefaults.standard
import SwiftUI

struct SettingsView: View {
    @AppStorage("numberOfQuestions") var numberOfQuestions = 6
    @AppStorage("learningEnabled") var learningEnabled = true

    var body: some View {
        let _ = print("SettingsView body: \(numberOfQuestions) questions, learning \(learningEnabled)")
        List {
            Section(header: Text("Quiz")) {
                VStack(alignment: .leading) {
                    Stepper("Number of Questions: \(numberOfQuestions)", value: $numberOfQuestions, in: 3 ... 20)
                    Text("Any change will affect the next game")
                        .font(.caption2)
                }
                Toggle("Learning section", isOn: $learningEnabled)
            }
        }
    }
}

struct PracticeHeader: View {
    @AppStorage("numberOfQuestions") var numberOfQuestions = 6
    var body: some View {
        let _ = print("PracticeHeader body: \(numberOfQuestions)")
        Text("\(numberOfQuestions) questions per game")
    }
}

struct LearnBadge: View {
    @AppStorage("learningEnabled") var learningEnabled = true
    var body: some View {
        let _ = print("LearnBadge body: \(learningEnabled ? "on" : "off")")
        if learningEnabled {
            Text("Learn")
        }
    }
}

struct KuchiHome: View {
    var body: some View {
        VStack {
            PracticeHeader()
            LearnBadge()
            SettingsView()
        }
    }
}

print("stored before: \(UserDefaults.standard.object(forKey: "numberOfQuestions") == nil ? "nothing" : "a value")")
// expect: stored before: nothing

:mount KuchiHome()
// expect: PracticeHeader body: 6
// expect: LearnBadge body: on
// expect: SettingsView body: 6 questions, learning true
print("stored after mount: \(UserDefaults.standard.object(forKey: "numberOfQuestions") == nil ? "nothing" : "a value")")
// expect: stored after mount: nothing
:step "Number of Questions: 6" up
// expect: PracticeHeader body: 7
// expect: SettingsView body: 7 questions, learning true
:toggle "Learning section"
// expect: LearnBadge body: off
// expect: SettingsView body: 7 questions, learning false
:step "Number of Questions: 7" down
// expect: PracticeHeader body: 6
// expect: SettingsView body: 6 questions, learning false
print("stored: \(UserDefaults.standard.integer(forKey: "numberOfQuestions")), \(UserDefaults.standard.bool(forKey: "learningEnabled"))")
// expect: stored: 6, false

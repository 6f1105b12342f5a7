// Kodeco SwiftUI Apprentice style (HIITFit): ContentView owns `@State private var selectedTab = 9` and hands `$selectedTab` to a WelcomeView (tag 9) and one ExerciseView per exercise (tags 0, 1) in a paged TabView; "Get Started" and "Done" write the binding; nobody's body reads selectedTab, so no body re-runs for it; on iOS 18 a tab's body first runs when it is first shown, a shown-again tab keeps its state and runs nothing, and on each switch the new tab's body comes first, then the old tab's onDisappear, then the new tab's onAppear (rules §3.5, §14.4, §15.8)
import SwiftUI

struct Exercise {
    let exerciseName: String
    let videoName: String

    enum ExerciseEnum: String {
        case squat = "Squat"
        case stepUp = "Step Up"
    }

    static let exercises = [
        Exercise(exerciseName: ExerciseEnum.squat.rawValue, videoName: "squat"),
        Exercise(exerciseName: ExerciseEnum.stepUp.rawValue, videoName: "step-up"),
    ]
}

struct WelcomeView: View {
    @Binding var selectedTab: Int

    var body: some View {
        let _ = print("WelcomeView body")
        VStack {
            Text("Get fit")
            Button("Get Started") { selectedTab = 0 }
        }
        .onAppear { print("WelcomeView appear") }
        .onDisappear { print("WelcomeView disappear") }
    }
}

struct ExerciseView: View {
    @Binding var selectedTab: Int
    let index: Int

    var exercise: Exercise { Exercise.exercises[index] }
    var lastExercise: Bool { index + 1 == Exercise.exercises.count }

    var body: some View {
        let _ = print("ExerciseView \(index) body: \(exercise.exerciseName)")
        VStack {
            Text(exercise.exerciseName)
            Button("Done") {
                selectedTab = lastExercise ? 9 : selectedTab + 1
            }
        }
        .onAppear { print("ExerciseView \(index) appear") }
        .onDisappear { print("ExerciseView \(index) disappear") }
    }
}

struct ContentView: View {
    @State private var selectedTab = 9

    var body: some View {
        let _ = print("ContentView body")
        TabView(selection: $selectedTab) {
            WelcomeView(selectedTab: $selectedTab)
                .tag(9)
            ForEach(Exercise.exercises.indices, id: \.self) { index in
                ExerciseView(selectedTab: $selectedTab, index: index)
                    .tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
    }
}

:mount ContentView()
// expect: ContentView body
// expect: WelcomeView body
// expect: WelcomeView appear
:tap "Get Started"
// expect: ExerciseView 0 body: Squat
// expect: WelcomeView disappear
// expect: ExerciseView 0 appear
:tap "Done"
// expect: ExerciseView 1 body: Step Up
// expect: ExerciseView 0 disappear
// expect: ExerciseView 1 appear
:tap "Done"
// expect: ExerciseView 1 disappear
// expect: WelcomeView appear
:tap "Get Started"
// expect: WelcomeView disappear
// expect: ExerciseView 0 appear

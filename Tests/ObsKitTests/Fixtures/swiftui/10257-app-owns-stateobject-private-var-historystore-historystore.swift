// Kodeco SwiftUI Apprentice style (HIITFit): the App owns `@StateObject private var historyStore = HistoryStore()` and injects it with `.environmentObject`; the exercise view and the history sheet declare `@EnvironmentObject var history`; "Done" adds to today's record (one @Published array), which re-runs the exercise view (rules §14.1, §6.5); the sheet's flag is not read by the body that owns it, so showing and closing the sheet run only the sheet's own view (§3.5, §8.7), which sees the store through the inherited environment
import SwiftUI

struct ExerciseDay: Identifiable {
    let id: Int
    let date: Date
    var exercises: [String] = []
}

final class HistoryStore: ObservableObject {
    @Published var exerciseDays: [ExerciseDay] = []
    private var nextID = 1

    init() { print("HistoryStore init") }

    func addDoneExercise(_ exerciseName: String) {
        let today = Date()
        if let firstDate = exerciseDays.first?.date,
           Calendar.current.isDate(today, inSameDayAs: firstDate) {
            exerciseDays[0].exercises.append(exerciseName)
        } else {
            exerciseDays.insert(ExerciseDay(id: nextID, date: today, exercises: [exerciseName]), at: 0)
            nextID += 1
        }
        print("added \(exerciseName)")
    }
}

struct HistoryView: View {
    @EnvironmentObject var history: HistoryStore
    @Binding var showHistory: Bool

    var body: some View {
        let _ = print("HistoryView body: \(history.exerciseDays.map { $0.exercises.joined(separator: "+") })")
        VStack {
            Button("Close") { showHistory.toggle() }
            Text("History").font(.title)
            Form {
                ForEach(history.exerciseDays) { day in
                    Section(header: Text(day.date.formatted(as: "MMM d"))) {
                        ForEach(day.exercises, id: \.self) { exercise in
                            Text(exercise)
                        }
                    }
                }
            }
        }
        .onDisappear { print("HistoryView disappear") }
    }
}

extension Date {
    func formatted(as format: String) -> String {
        let dateFormatter = DateFormatter()
        dateFormatter.dateFormat = format
        return dateFormatter.string(from: self)
    }
}

struct ExerciseView: View {
    @EnvironmentObject var history: HistoryStore
    @State private var showHistory = false
    let exerciseName: String

    var body: some View {
        let _ = print("ExerciseView body: \(exerciseName)")
        VStack {
            Text(exerciseName)
            Button("Done") { history.addDoneExercise(exerciseName) }
            Button("History") { showHistory.toggle() }
        }
        .sheet(isPresented: $showHistory) {
            HistoryView(showHistory: $showHistory)
        }
    }
}

@main
struct HIITFitApp: App {
    @StateObject private var historyStore = HistoryStore()

    var body: some Scene {
        WindowGroup {
            ExerciseView(exerciseName: "Squat")
                .environmentObject(historyStore)
        }
    }
}

:mount HIITFitApp()
// expect: HistoryStore init
// expect: ExerciseView body: Squat
:tap "Done"
// expect: added Squat
// expect: ExerciseView body: Squat
:tap "History"
// expect: HistoryView body: ["Squat"]
:tap "Close"
// expect: HistoryView disappear
:tap "Done"
// expect: added Squat
// expect: ExerciseView body: Squat
:tap "History"
// expect: HistoryView body: ["Squat+Squat"]
:tap "Done"
// expect-error: "Done"

// Hacking with Swift style (workout timer on a pushed screen): navigationDestination builds the detail on push, its .task counts down, and a pop cancels the task after the list reappears (rules §1.4, §11.1, §11.3, §14.3)
import SwiftUI

struct Workout: Hashable {
    let name: String
    let seconds: Int
}

struct WorkoutDetail: View {
    let workout: Workout
    @State private var remaining: Int

    init(workout: Workout) {
        self.workout = workout
        _remaining = State(initialValue: workout.seconds)
    }

    var body: some View {
        let _ = print("detail body \(remaining)")
        Text("\(workout.name): \(remaining)")
            .task {
                print("\(workout.name) task start")
                do {
                    while remaining > 0 {
                        try await Task.sleep(for: .seconds(1))
                        remaining -= 1
                    }
                    print("\(workout.name) done")
                } catch {
                    print("\(workout.name) cancelled at \(remaining)")
                }
            }
    }
}

struct ContentView: View {
    let workouts = [Workout(name: "Plank", seconds: 5), Workout(name: "Squats", seconds: 2)]

    var body: some View {
        NavigationStack {
            List(workouts, id: \.name) { workout in
                NavigationLink(workout.name, value: workout)
            }
            .navigationDestination(for: Workout.self) { workout in
                WorkoutDetail(workout: workout)
            }
            .onAppear { print("list appeared") }
        }
    }
}
:mount ContentView()
// expect: list appeared
:tap "Plank"
// expect: detail body 5
// expect: Plank task start
:advance 2s
// expect: detail body 4
// expect: detail body 3
:back
// expect: list appeared
// expect: Plank cancelled at 3
:tap "Squats"
// expect: detail body 2
// expect: Squats task start
:advance 3s
// expect: detail body 1
// expect: Squats done
// expect: detail body 0

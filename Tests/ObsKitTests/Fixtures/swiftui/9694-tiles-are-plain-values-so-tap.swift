// Kodeco style dashboard laid out with stacks, Spacer, frame and overlay only (no GeometryReader): tiles are plain values, so a tap runs the parent and only the tile whose number changed; the overlay badge and onChange follow the workouts count
import SwiftUI

struct StatTile: View {
    let title: String
    let value: Int

    var body: some View {
        let _ = print("StatTile body: \(title) = \(value)")
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .font(.caption)
            Text("\(value)")
                .font(.title.bold())
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color.gray.opacity(0.15))
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

struct ActivityDashboard: View {
    @State private var steps = 0
    @State private var workouts = 0

    var body: some View {
        let _ = print("ActivityDashboard body")
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                StatTile(title: "Steps", value: steps)
                StatTile(title: "Workouts", value: workouts)
            }
            Spacer()
            HStack {
                Button("Walk") { steps += 1000 }
                Spacer()
                Button("Train") { workouts += 1 }
            }
        }
        .padding()
        .overlay(alignment: .topTrailing) {
            if workouts >= 2 {
                Text("Streak!")
            }
        }
        .onChange(of: workouts) { oldValue, newValue in
            if newValue == 2 { print("streak unlocked") }
        }
    }
}

:mount ActivityDashboard()
// expect: ActivityDashboard body
// expect: StatTile body: Steps = 0
// expect: StatTile body: Workouts = 0
:tap "Walk"
// expect: ActivityDashboard body
// expect: StatTile body: Steps = 1000
:tap "Train"
// expect: ActivityDashboard body
// expect: StatTile body: Workouts = 1
:tap "Train"
// expect: ActivityDashboard body
// expect: StatTile body: Workouts = 2
// expect: streak unlocked

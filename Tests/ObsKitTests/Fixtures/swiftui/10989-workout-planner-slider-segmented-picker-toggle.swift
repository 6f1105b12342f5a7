// Hacking with Swift style (workout planner): Slider, segmented Picker and Toggle feed a computed summary; onChange(of: summary, initial: true) recomputes a calorie estimate into @State, so each change runs the body twice (rules §11.1, §10.1, §3.4)
import SwiftUI

enum Intensity: String, CaseIterable {
    case easy, moderate, hard
}

struct WorkoutPlanner: View {
    @State private var minutes = 30.0
    @State private var intensity = Intensity.moderate
    @State private var includeWarmup = true
    @State private var calories = 0

    var summary: String {
        "\(Int(minutes)) min \(intensity.rawValue)\(includeWarmup ? " + warm-up" : "")"
    }

    var body: some View {
        let _ = print("plan: \(summary), \(calories) kcal")
        Form {
            Slider(value: $minutes, in: 10...90, step: 5) {
                Text("Duration")
            }
            HStack {
                Button("-5 min") { minutes -= 5 }
                Button("+5 min") { minutes += 5 }
            }
            Picker("Intensity", selection: $intensity) {
                ForEach(Intensity.allCases, id: \.self) { level in
                    Text(level.rawValue.capitalized).tag(level)
                }
            }
            .pickerStyle(.segmented)
            Toggle("Warm-up", isOn: $includeWarmup)
        }
        .onChange(of: summary, initial: true) { _, newSummary in
            calories = estimate()
            print("recomputed for \(newSummary)")
        }
    }

    func estimate() -> Int {
        let perMinute: Double = switch intensity {
        case .easy: 5
        case .moderate: 8
        case .hard: 11
        }
        return Int(minutes * perMinute) + (includeWarmup ? 40 : 0)
    }
}
:mount WorkoutPlanner()
// expect: plan: 30 min moderate + warm-up, 0 kcal
// expect: recomputed for 30 min moderate + warm-up
// expect: plan: 30 min moderate + warm-up, 280 kcal
:tap "+5 min"
// expect: plan: 35 min moderate + warm-up, 280 kcal
// expect: recomputed for 35 min moderate + warm-up
// expect: plan: 35 min moderate + warm-up, 320 kcal
:pick "Hard" in "Intensity"
// expect: plan: 35 min hard + warm-up, 320 kcal
// expect: recomputed for 35 min hard + warm-up
// expect: plan: 35 min hard + warm-up, 425 kcal
:toggle "Warm-up"
// expect: plan: 35 min hard, 425 kcal
// expect: recomputed for 35 min hard
// expect: plan: 35 min hard, 385 kcal

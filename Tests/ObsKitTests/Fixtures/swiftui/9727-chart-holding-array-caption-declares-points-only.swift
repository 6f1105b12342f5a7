// Swift with Majid style Equatable views: a chart holding an array and a caption declares == on its points only, so a new caption alone does not run its body (a view with references is compared with its ==); a badge of plain Int and Bool is compared bit for bit, so its == is never asked and a change it ignores still runs it (rules §2.1, §2.2)
import SwiftUI

struct SparkChart: View, Equatable {
    let points: [Int]
    let caption: String

    static func == (lhs: SparkChart, rhs: SparkChart) -> Bool {
        lhs.points == rhs.points
    }

    var body: some View {
        let _ = print("SparkChart body: \(points.count) points, \(caption)")
        VStack {
            Text(caption)
            Text(points.map(String.init).joined(separator: " "))
        }
    }
}

struct StepBadge: View, Equatable {
    let steps: Int
    let highlighted: Bool

    static func == (lhs: StepBadge, rhs: StepBadge) -> Bool {
        lhs.steps == rhs.steps
    }

    var body: some View {
        let _ = print("StepBadge body: \(steps) highlighted=\(highlighted)")
        Text("\(steps) steps")
    }
}

struct ActivityView: View {
    @State private var points = [3, 5, 2]
    @State private var caption = "This week"
    @State private var highlighted = false

    var body: some View {
        let _ = print("ActivityView body")
        VStack {
            SparkChart(points: points, caption: caption)
            StepBadge(steps: points.reduce(0, +), highlighted: highlighted)
            Button("Rename") { caption = "Last 7 days" }
            Button("Highlight") { highlighted.toggle() }
            Button("Add day") { points.append(4) }
        }
    }
}

:mount ActivityView()
// expect: ActivityView body
// expect: SparkChart body: 3 points, This week
// expect: StepBadge body: 10 highlighted=false
:tap "Rename"
// expect: ActivityView body
:tap "Highlight"
// expect: ActivityView body
// expect: StepBadge body: 10 highlighted=true
:tap "Add day"
// expect: ActivityView body
// expect: SparkChart body: 4 points, Last 7 days
// expect: StepBadge body: 14 highlighted=true

// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/equatableview (an EquatableView compares its content with the previous value and prevents the child from updating while the two are equal by the content's ==)
import SwiftUI

struct ChartView: View, Equatable {
    let points: [Int]
    let caption: String

    static func == (lhs: ChartView, rhs: ChartView) -> Bool {
        lhs.points == rhs.points
    }

    var body: some View {
        let _ = print("ChartView body with \(points.count) points, caption \(caption)")
        Text("\(caption): \(points.map(String.init).joined(separator: " "))")
    }
}

struct Dashboard: View {
    @State private var points = [3, 5]
    @State private var caption = "Sales"

    var body: some View {
        VStack {
            Button("Rename") { caption = "Revenue" }
            Button("Add point") { points.append(8) }
            EquatableView(content: ChartView(points: points, caption: caption))
        }
    }
}

:mount Dashboard()
:tap "Rename"
:tap "Add point"
// expect: ChartView body with 2 points, caption Sales
// expect: ChartView body with 3 points, caption Revenue

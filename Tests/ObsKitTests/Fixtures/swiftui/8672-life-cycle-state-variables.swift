// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-user-interface-state (the life cycle of state variables mirrors the view's: the views in the two branches of an if/else are distinct views, so switching branches destroys one counter's state and starts the other from its initial value)
import SwiftUI

struct Counter: View {
    let title: String
    @State private var count = 0

    var body: some View {
        VStack {
            Button("\(title) +1") { count += 1 }
            Button("Report \(title)") { print("\(title): \(count)") }
        }
    }
}

struct ContentView: View {
    @State private var useMetric = true

    var body: some View {
        VStack {
            Toggle("Metric units", isOn: $useMetric)
            if useMetric {
                Counter(title: "Metric")
            } else {
                Counter(title: "Imperial")
            }
        }
    }
}

:mount ContentView()
:tap "Metric +1"
:tap "Metric +1"
:tap "Report Metric"
:toggle "Metric units"
:tap "Report Imperial"
:tap "Imperial +1"
:toggle "Metric units"
:tap "Report Metric"
// expect: Metric: 2
// expect: Imperial: 0
// expect: Metric: 0

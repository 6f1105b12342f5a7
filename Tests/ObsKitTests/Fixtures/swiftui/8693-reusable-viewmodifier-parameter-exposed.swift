// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/viewmodifier (a reusable ViewModifier with a parameter, exposed through a View extension, wraps any content — here it adds a caption and logs when the wrapped card appears)
import SwiftUI

struct CardStyle: ViewModifier {
    let caption: String

    func body(content: Content) -> some View {
        VStack {
            content
            Text(caption)
                .font(.caption)
        }
        .padding()
        .background(.thinMaterial)
        .onAppear { print("card appeared: \(caption)") }
    }
}

extension View {
    func cardStyle(caption: String) -> some View {
        modifier(CardStyle(caption: caption))
    }
}

struct DashboardView: View {
    @State private var showsWeather = false

    var body: some View {
        VStack {
            Text("Steps: 4,200")
                .cardStyle(caption: "Activity")
            if showsWeather {
                Text("21°")
                    .cardStyle(caption: "Weather")
            }
            Button("Show weather") { showsWeather = true }
        }
    }
}

:mount DashboardView()
:tap "Show weather"
// expect: card appeared: Activity
// expect: card appeared: Weather

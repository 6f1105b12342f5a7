// Issue 13 (A), a styled card built from Label, Image(systemName:), shapes (Circle, RoundedRectangle,
// Capsule), `Color(.systemFill)` backgrounds, gradients and overlays, with one button that changes the unit.
// Expected: the cosmetic modifiers change nothing observable; the button works; the body re-runs once per
// tap (it reads the unit).
import SwiftUI

struct WeatherCard: View {
    @State private var celsius = true
    let temperatureC = 21

    var body: some View {
        let _ = Self._printChanges()
        VStack(alignment: .leading, spacing: 12) {
            Label("Lisbon", systemImage: "location.fill")
                .font(.headline)
            HStack {
                Image(systemName: "sun.max.fill")
                    .symbolRenderingMode(.multicolor)
                    .imageScale(.large)
                Text(celsius ? "\(temperatureC)°C" : "\(temperatureC * 9 / 5 + 32)°F")
                    .font(.system(size: 40, weight: .semibold, design: .rounded))
            }
            HStack {
                Circle()
                    .fill(.yellow)
                    .frame(width: 12, height: 12)
                Capsule()
                    .stroke(.secondary, lineWidth: 1)
                    .frame(width: 60, height: 12)
            }
            Button(celsius ? "Show °F" : "Show °C") { celsius.toggle() }
                .buttonStyle(.borderedProminent)
        }
        .padding()
        .background(Color(.systemFill), in: RoundedRectangle(cornerRadius: 16))
        .overlay(alignment: .topTrailing) {
            Image(systemName: "ellipsis")
                .padding(8)
        }
        .shadow(radius: 4)
    }
}

:mount WeatherCard()
:tap "Show °F"
:tap "Show °C"

// expect: WeatherCard: @self, @identity, _celsius changed.
// expect: WeatherCard: _celsius changed.
// expect: WeatherCard: _celsius changed.

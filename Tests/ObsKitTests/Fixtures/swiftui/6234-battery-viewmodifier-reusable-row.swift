// A reusable BatteryRow component styled by a custom ViewModifier (through a View extension) that logs when its warning state flips; only the row whose inputs changed re-runs; expected output by the SwiftUI rules (rules §2 a child re-runs only when its value differs, String/Int fields compared with ==; onChange(of:) fires on a changed value only; Apple: ViewModifier, modifier(_:), "Reducing view modifier maintenance")
import SwiftUI

struct WarningCard: ViewModifier {
    let title: String
    let isWarning: Bool

    func body(content: Content) -> some View {
        content
            .padding()
            .background(isWarning ? Color.red.opacity(0.2) : Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
            .onChange(of: isWarning) { _, newValue in
                print("\(title) warning: \(newValue)")
            }
    }
}

extension View {
    func warningCard(_ title: String, isWarning: Bool) -> some View {
        modifier(WarningCard(title: title, isWarning: isWarning))
    }
}

struct BatteryRow: View {
    let device: String
    let level: Int

    var body: some View {
        let _ = print("row \(device): \(level)%")
        HStack {
            Label(device, systemImage: "battery.50")
            Spacer()
            Text("\(level)%")
        }
        .warningCard(device, isWarning: level < 20)
    }
}

struct DeviceDashboard: View {
    @State private var phone = 80
    @State private var watch = 15
    @State private var tablet = 50

    var body: some View {
        let _ = print("dashboard body")
        VStack {
            BatteryRow(device: "Phone", level: phone)
            BatteryRow(device: "Watch", level: watch)
            BatteryRow(device: "Tablet", level: tablet)
            Button("Drain watch") {
                watch = max(watch - 10, 0)
            }
            Button("Charge watch") {
                watch = min(watch + 30, 100)
            }
        }
    }
}

:mount DeviceDashboard()
:tap "Drain watch"
:tap "Charge watch"

// expect: dashboard body
// expect: row Phone: 80%
// expect: row Watch: 15%
// expect: row Tablet: 50%
// expect: dashboard body
// expect: row Watch: 5%
// expect: dashboard body
// expect: row Watch: 35%
// expect: Watch warning: false

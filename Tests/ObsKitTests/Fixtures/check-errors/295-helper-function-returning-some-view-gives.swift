// Check error: a helper function returning some View gives a Text on one path and a Label on the other
import SwiftUI

struct BatteryRow: View {
    let level: Int

    func indicator() -> some View {
        if level < 20 {
            return Label("Low", systemImage: "battery.25")
        }
        return Text("\(level)%")
    }

    var body: some View {
        HStack {
            Text("Battery")
            indicator()
        }
    }
}

:mount BatteryRow(level: 15)
// expect-error: function declares an opaque return type 'some View', but the return statements in its body do not have matching underlying types

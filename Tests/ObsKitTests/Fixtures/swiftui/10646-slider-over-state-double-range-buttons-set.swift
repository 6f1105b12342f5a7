// HWS "Slider" style: a Slider over a @State Double with a range; buttons set presets; a preview child gets the Double and runs when it differs; the value is also set from outside through :bind, as a drag would (rules §2.1, §3.4, §3.5)
// corrected: `:bind` itself prints what the name now stands for (the command's own output line)
import SwiftUI

struct BrightnessPreview: View {
    let level: Double

    var body: some View {
        let _ = print("BrightnessPreview body: \(Int(level * 100))%")
        Rectangle()
            .fill(.yellow.opacity(level))
            .frame(height: 40)
    }
}

struct BrightnessScreen: View {
    @State private var brightness = 0.5

    var body: some View {
        let _ = print("BrightnessScreen body: \(brightness)")
        VStack {
            Slider(value: $brightness, in: 0...1) {
                Text("Brightness")
            }
            Text("Brightness \(brightness, specifier: "%.2f")")
            BrightnessPreview(level: brightness)
            HStack {
                Button("Dim") { brightness = 0.2 }
                Button("Max") { brightness = 1.0 }
            }
        }
        .padding()
    }
}

:mount BrightnessScreen()
// expect: BrightnessScreen body: 0.5
// expect: BrightnessPreview body: 50%
:tap "Dim"
// expect: BrightnessScreen body: 0.2
// expect: BrightnessPreview body: 20%
:tap "Dim"
:tap "Max"
// expect: BrightnessScreen body: 1.0
// expect: BrightnessPreview body: 100%
:bind level = BrightnessScreen.brightness
// expect: level now names BrightnessScreen#1.brightness (1.0)
level = 0.75
// expect: BrightnessScreen body: 0.75
// expect: BrightnessPreview body: 75%

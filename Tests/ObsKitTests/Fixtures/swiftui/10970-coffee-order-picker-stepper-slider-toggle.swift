// Hacking with Swift style (coffee order): Picker, Stepper, Slider and Toggle feeding computed properties that summarize the order; each control's change re-runs the body once (rules §3.4, §15.5, §10.1)
import SwiftUI

enum CupSize: String, CaseIterable, Identifiable {
    case small, medium, large
    var id: Self { self }
    var price: Double {
        switch self {
        case .small: 2.5
        case .medium: 3.0
        case .large: 3.5
        }
    }
}

struct CoffeeOrderView: View {
    @State private var size = CupSize.medium
    @State private var shots = 1
    @State private var sweetness = 0.5
    @State private var oatMilk = false

    var total: Double {
        size.price + Double(shots - 1) * 0.75 + (oatMilk ? 0.5 : 0)
    }

    var summary: String {
        "\(size.rawValue), \(shots) shot\(shots == 1 ? "" : "s"), sweetness \(Int(sweetness * 100))%\(oatMilk ? ", oat milk" : "")"
    }

    var body: some View {
        let _ = print("summary: \(summary) = \(total.formatted(.currency(code: "USD")))")
        Form {
            Picker("Size", selection: $size) {
                ForEach(CupSize.allCases) { size in
                    Text(size.rawValue.capitalized)
                }
            }
            Stepper("Espresso shots", value: $shots, in: 1...4)
            Slider(value: $sweetness, in: 0...1, step: 0.25)
            Toggle("Oat milk", isOn: $oatMilk)
            Button("Less sweet") {
                sweetness = max(0, sweetness - 0.25)
            }
        }
    }
}
:mount CoffeeOrderView()
// expect: summary: medium, 1 shot, sweetness 50% = $3.00
:pick "Large" in "Size"
// expect: summary: large, 1 shot, sweetness 50% = $3.50
:step "Espresso shots" up 2
// expect: summary: large, 2 shots, sweetness 50% = $4.25
// expect: summary: large, 3 shots, sweetness 50% = $5.00
:toggle "Oat milk"
// expect: summary: large, 3 shots, sweetness 50%, oat milk = $5.50
:tap "Less sweet"
// expect: summary: large, 3 shots, sweetness 25%, oat milk = $5.50
:step "Espresso shots" down
// expect: summary: large, 2 shots, sweetness 25%, oat milk = $4.75

// A Form with TextField, Picker over a CaseIterable enum, Stepper and Toggle, and a submit button disabled until a name is typed; expected output by the SwiftUI rules (Apple: Form, Picker with .tag, Stepper(value:in:), Toggle(isOn:); onChange(of:) fires for the picked value)
import SwiftUI

enum CupSize: String, CaseIterable, Identifiable {
    case small, medium, large
    var id: Self { self }
}

struct CoffeeOrderForm: View {
    @State private var name = ""
    @State private var size = CupSize.medium
    @State private var shots = 1
    @State private var oatMilk = false

    var body: some View {
        Form {
            Section("You") {
                TextField("Name", text: $name)
            }
            Section("Drink") {
                Picker("Size", selection: $size) {
                    ForEach(CupSize.allCases) { size in
                        Text(size.rawValue.capitalized).tag(size)
                    }
                }
                Stepper("Shots: \(shots)", value: $shots, in: 1...4)
                Toggle("Oat milk", isOn: $oatMilk)
            }
            Button("Place order") {
                print("\(name): \(size.rawValue), \(shots) shot(s)\(oatMilk ? ", oat milk" : "")")
            }
            .disabled(name.isEmpty)
        }
        .onChange(of: size) { oldValue, newValue in
            print("size \(oldValue.rawValue) -> \(newValue.rawValue)")
        }
    }
}

:mount CoffeeOrderForm()
:type "Kim" into "Name"
:pick "Large" in "Size"
:step "Shots: 1" up 2
:toggle "Oat milk"
:tap "Place order"

// expect: size medium -> large
// expect: Kim: large, 3 shot(s), oat milk

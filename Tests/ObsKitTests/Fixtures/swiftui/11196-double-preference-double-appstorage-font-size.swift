// Tutorial style (Double preference): a Double @AppStorage font size moved by a Stepper with step 0.5 inside a range, and a preview text that reads it (rules §15.14, §12.1)
import SwiftUI

struct FontSizeSettings: View {
    @AppStorage("fontSize") private var fontSize = 14.0

    var body: some View {
        let _ = print("font size \(fontSize)")
        Form {
            Stepper("Size", value: $fontSize, in: 12...15, step: 0.5)
            Text("Preview text")
                .font(.system(size: fontSize))
            Button("Largest") { fontSize = 15 }
        }
    }
}
:mount FontSizeSettings()
// expect: font size 14.0
:step "Size" up
// expect: font size 14.5
:step "Size" down 2
// expect: font size 14.0
// expect: font size 13.5
:tap "Largest"
// expect: font size 15.0
:step "Size" up
print(UserDefaults.standard.double(forKey: "fontSize"))
// expect: 15.0

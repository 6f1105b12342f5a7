// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationlinkpickerstyle (a form picker shown as a navigation link to a list of sizes)
// NavigationLinkPickerStyle: "A picker style represented by a navigation link that presents the options by pushing a
// List-style picker view"; it needs a NavigationStack around it. Choosing an option in the pushed list writes the
// selection (and the list pops back). The form's body reads the size (for the summary text), so each choice runs it;
// onChange(of:) reports the change after that body.
import SwiftUI

enum CupSize: String, CaseIterable, Identifiable {
    case small = "Small"
    case medium = "Medium"
    case large = "Large"
    var id: Self { self }
}

struct CoffeeOrder: View {
    @State private var size: CupSize = .medium

    var body: some View {
        let _ = print("order body: \(size.rawValue)")
        NavigationStack {
            Form {
                Picker("Size", selection: $size) {
                    ForEach(CupSize.allCases) { size in
                        Text(size.rawValue).tag(size)
                    }
                }
                .pickerStyle(.navigationLink)
                Text("One \(size.rawValue.lowercased()) coffee")
            }
            .navigationTitle("Order")
        }
        .onChange(of: size) { oldValue, newValue in
            print("size \(oldValue.rawValue) -> \(newValue.rawValue)")
        }
    }
}

:mount CoffeeOrder()
// expect: order body: Medium
:pick "Large" in "Size"
// expect: order body: Large
// expect: size Medium -> Large
:pick "Small" in "Size"
// expect: order body: Small
// expect: size Large -> Small

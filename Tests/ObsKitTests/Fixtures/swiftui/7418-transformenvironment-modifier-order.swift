// SwiftLee style: combining `.environment` and `.transformEnvironment` on one view, and why their order matters
// What SwiftUI does: modifiers change the environment from the outside in, so the one nearest the view is applied
// last (Apple `view/environment(_:_:)`, `view/transformenvironment(_:transform:)`). "Members" doubles the screen's
// value; "Staff" sets 50 nearest the view, hiding the doubling above it; "Clearance" adds 5 to the 40 set just
// outside it. A bigger sale changes the screen's value: only the rows whose resulting value changed run again
// (rules §14.2), "Standard" and "Members"; "Staff" and "Clearance" still see 50 and 45.
// Sources: rules §3.5, §14.2, §15.14; https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)
import SwiftUI

extension EnvironmentValues {
    @Entry var discountPercent: Int = 0
}

struct PriceRow: View {
    let label: String
    @Environment(\.discountPercent) private var discount

    var body: some View {
        let _ = print("PriceRow \(label): \(discount)%")
        Text("\(label): \(discount)% off")
    }
}

struct PromoScreen: View {
    @State private var base = 10

    var body: some View {
        let _ = print("PromoScreen body: base \(base)")
        VStack {
            PriceRow(label: "Standard")
            PriceRow(label: "Members")
                .transformEnvironment(\.discountPercent) { $0 *= 2 }
            PriceRow(label: "Staff")
                .environment(\.discountPercent, 50)
                .transformEnvironment(\.discountPercent) { $0 *= 2 }
            PriceRow(label: "Clearance")
                .transformEnvironment(\.discountPercent) { $0 += 5 }
                .environment(\.discountPercent, 40)
            Button("Bigger sale") { base += 10 }
        }
        .environment(\.discountPercent, base)
    }
}

:mount PromoScreen()
// expect: PromoScreen body: base 10
// expect: PriceRow Standard: 10%
// expect: PriceRow Members: 20%
// expect: PriceRow Staff: 50%
// expect: PriceRow Clearance: 45%
:tap "Bigger sale"
// expect: PromoScreen body: base 20
// expect: PriceRow Standard: 20%
// expect: PriceRow Members: 40%

// Follows Apple's `AppStorage` page (https://developer.apple.com/documentation/swiftui/appstorage), its Bool
// initializer `init(wrappedValue:_:store:)`: a settings Toggle bound to `$showTips` and, elsewhere on screen, a tip
// shown only while the same key is true.
// - Flipping the Toggle writes the user default; each view on that key that reads it runs again, in tree order
//   (Apple `appstorage`; rules §15.14, §2.8).
// - The tip is an `if` without `else`: one slot, filled or empty; each time it is filled a new view appears and its
//   onAppear runs after the update (rules §1.1, §11.1, §10.3; Apple `view/onappear(perform:)`: "before this view
//   appears").
import SwiftUI

struct TipsScreen: View {
    var body: some View {
        VStack {
            TipsSetting()
            TipBanner()
        }
    }
}

struct TipsSetting: View {
    @AppStorage("showTips") private var showTips = true

    var body: some View {
        let _ = print("TipsSetting body: \(showTips)")
        Toggle("Show tips", isOn: $showTips)
        Text(showTips ? "Tips are on" : "Tips are off")
    }
}

struct TipBanner: View {
    @AppStorage("showTips") private var showTips = true

    var body: some View {
        let _ = print("TipBanner body: \(showTips)")
        VStack {
            if showTips {
                Text("Swipe left to archive")
                    .onAppear { print("tip appeared") }
            }
        }
    }
}

:mount TipsScreen()
// expect: TipsSetting body: true
// expect: TipBanner body: true
// expect: tip appeared
:toggle "Show tips"
// expect: TipsSetting body: false
// expect: TipBanner body: false
:toggle "Show tips"
// expect: TipsSetting body: true
// expect: TipBanner body: true
// expect: tip appeared

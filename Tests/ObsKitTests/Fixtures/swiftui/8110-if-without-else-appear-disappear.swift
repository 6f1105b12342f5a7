// SwiftUI from Apple's documentation: a view under `if` appears and disappears with the condition and comes back with fresh @State
// Apple, onAppear(perform:) (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)): "Adds an action to perform
// before this view appears." Apple, onDisappear(perform:): "Adds an action to perform after this view disappears." WWDC21 "Demystify
// SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): a removed view's state ends with it.
import SwiftUI

struct Banner: View {
    @State private var closes = 0
    var body: some View {
        Button("Count") {
            closes += 1
            print("banner count: \(closes)")
        }
        .onAppear { print("Banner appears") }
        .onDisappear { print("Banner disappears") }
    }
}

struct HomeScreen: View {
    @State private var promo = true
    var body: some View {
        VStack {
            Button("Toggle promo") { promo.toggle() }
            if promo {
                Banner()
            }
        }
    }
}

:mount HomeScreen()
// expect: Banner appears
:tap "Count"
// expect: banner count: 1
:tap "Toggle promo"
// expect: Banner disappears
:tap "Toggle promo"
// expect: Banner appears
:tap "Count"
// expect: banner count: 1

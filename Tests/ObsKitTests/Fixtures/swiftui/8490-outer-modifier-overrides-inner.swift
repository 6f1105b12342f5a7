// SwiftUI from Apple's documentation: disabled(_:) (the outer modifier overrides the inner one)
// Source: developer.apple.com/documentation/swiftui/view/disabled(_:): "The higher views in a view hierarchy can
// override the value you set on this view. In the following example, the button isn't interactive because
// the outer disabled(_:) modifier overrides the inner one: HStack { Button(Text("Press")) {} .disabled(false) }
// .disabled(true)". A sibling outside the HStack stays interactive; tapping "Press" runs nothing.
import SwiftUI

struct OverrideView: View {
    var body: some View {
        VStack {
            Button("Outside") { print("outside ran") }
            HStack {
                Button("Press") { print("press ran") }
                    .disabled(false)
            }
            .disabled(true)
        }
    }
}

:mount OverrideView()
:tap "Outside"
:tap "Press"

// expect: outside ran
// expect-error: disabled

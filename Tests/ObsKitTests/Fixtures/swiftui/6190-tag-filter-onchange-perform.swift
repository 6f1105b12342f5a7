// The iOS 14 form onChange(of:perform:) with a newValue parameter, still common in older tutorials, watching a TextField; expected output by the SwiftUI rules (Apple: onChange(of:perform:) "called when the value changes"; a @State write of an equal value is no change, rules §3)
import SwiftUI

struct TagFilterView: View {
    @State private var tag = ""

    var body: some View {
        VStack {
            TextField("Tag", text: $tag)
            Button("Clear") {
                tag = ""
            }
        }
        .onChange(of: tag) { newValue in
            print("tag is '\(newValue)'")
        }
    }
}

:mount TagFilterView()
:type "ui" into "Tag"
:tap "Clear"
:tap "Clear"
:type "k" into "Tag"

// expect: tag is 'u'
// expect: tag is 'ui'
// expect: tag is ''
// expect: tag is 'k'

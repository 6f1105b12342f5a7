// Export settings with a DisclosureGroup bound to @State (`DisclosureGroup(_:isExpanded:content:)`), whose content is
// a subview holding a @Binding to a Stepper value kept by the parent.
// What SwiftUI does: tapping the label flips the bound flag; the parent reads it and runs (rules §3.4). The content
// exists only while expanded (rules §15.9): expanding makes AdvancedOptions (its init, then its body), collapsing
// destroys it. The Stepper writes the parent's @State through the binding: only the child, which read it, runs (rules
// §3.5, §9.3). Expanding again makes a new child that reads the parent's kept value. The toggle writes a value the
// parent never reads: nothing runs (rules §3.5).
// Sources: rules §3.4, §3.5, §9.3, §15.9; https://developer.apple.com/documentation/swiftui/disclosuregroup
import SwiftUI

struct AdvancedOptions: View {
    @Binding var quality: Int

    init(quality: Binding<Int>) {
        _quality = quality
        print("AdvancedOptions init")
    }

    var body: some View {
        let _ = print("AdvancedOptions body: quality \(quality)")
        Stepper("Quality: \(quality)", value: $quality, in: 50...100, step: 10)
    }
}

struct ExportSettings: View {
    @State private var showAdvanced = false
    @State private var includeImages = true
    @State private var quality = 80

    var body: some View {
        let _ = print("ExportSettings body: advanced \(showAdvanced)")
        Form {
            Toggle("Include images", isOn: $includeImages)
            DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
                AdvancedOptions(quality: $quality)
            }
        }
    }
}

:mount ExportSettings()
// expect: ExportSettings body: advanced false
:tap "Advanced"
// expect: ExportSettings body: advanced true
// expect: AdvancedOptions init
// expect: AdvancedOptions body: quality 80
:step "Quality: 80" up
// expect: AdvancedOptions body: quality 90
:tap "Advanced"
// expect: ExportSettings body: advanced false
:toggle "Include images"
:tap "Advanced"
// expect: ExportSettings body: advanced true
// expect: AdvancedOptions init
// expect: AdvancedOptions body: quality 90

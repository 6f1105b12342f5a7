// UIKit, as far as ObsREPL goes: the module exists, so `import UIKit` and the `#if canImport(UIKit)` branch
// that an iOS build compiles are accepted, and it brings Foundation with it as Apple's does. It declares
// none of UIKit's types: ObsREPL runs SwiftUI, not UIKit, so code that uses UIColor, UIApplication and the
// like is refused here ("cannot find ... in scope") as it would be refused when it runs.
@_exported import Foundation

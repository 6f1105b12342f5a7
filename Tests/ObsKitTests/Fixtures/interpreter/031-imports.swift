// Import lines are accepted and have no effect on the output.
import SwiftUI
import Combine
import Foundation

print("imports ok")
// expect: imports ok

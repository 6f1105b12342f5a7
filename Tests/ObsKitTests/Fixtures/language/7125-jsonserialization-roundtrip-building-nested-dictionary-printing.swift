// Tutorial style (JSONSerialization roundtrip): building a nested dictionary and printing sorted JSON
import Foundation

var record: [String: Any] = [:]
record["id"] = 7
record["title"] = "Report \"Q1\""
record["tags"] = ["a", "b/c"]
record["meta"] = ["pages": 12, "draft": false, "ratio": 0.25] as [String: Any]
record["empty"] = [String]()
record["nothing"] = NSNull()

let data = try! JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
print(String(decoding: data, as: UTF8.self))

let noSlash = try! JSONSerialization.data(withJSONObject: record, options: [.sortedKeys, .withoutEscapingSlashes])
print(String(decoding: noSlash, as: UTF8.self))

let arr: [Any] = [1, "two", 3.5, true, NSNull(), ["x": 1]]
let arrData = try! JSONSerialization.data(withJSONObject: arr, options: [.sortedKeys])
print(String(decoding: arrData, as: UTF8.self))

let back = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
let meta = back["meta"] as! [String: Any]
print(meta["pages"] as! Int, meta["draft"] as! Bool, meta["ratio"] as! Double)
print((back["tags"] as! [String]).joined(separator: "+"))
print(back["nothing"] is NSNull, back.count)
// expect: {"empty":[],"id":7,"meta":{"draft":false,"pages":12,"ratio":0.25},"nothing":null,"tags":["a","b\/c"],"title":"Report \"Q1\""}
// expect: {"empty":[],"id":7,"meta":{"draft":false,"pages":12,"ratio":0.25},"nothing":null,"tags":["a","b/c"],"title":"Report \"Q1\""}
// expect: [1,"two",3.5,true,null,{"x":1}]
// expect: 12 false 0.25
// expect: a+b/c
// expect: true 6

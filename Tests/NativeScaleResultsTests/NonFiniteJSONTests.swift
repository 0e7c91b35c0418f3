import Foundation
import NativeScaleResults
import NativeScaleStatistics
import Testing

/// Result files stay valid JSON whatever the numbers.
@Suite("Non-finite numbers in JSON")
struct NonFiniteJSONTests {
    struct Numbers: Encodable {
        let nan: Double
        let infinite: Double
        let finite: Double
        let list: [Double]
    }

    @Test("NaN and infinity are written as null, finite numbers as numbers")
    func nullForNonFinite() throws {
        let text = try JSONText.encode(Numbers(nan: .nan, infinite: .infinity, finite: 1.5, list: [-.infinity, 2]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["nan"] is NSNull)
        #expect(object["infinite"] is NSNull)
        #expect(object["finite"] as? Double == 1.5)
        let list = try #require(object["list"] as? [Any])
        #expect(list.first is NSNull && list.last as? Double == 2)
    }

    @Test("The null-hardware device's infinite timestampPeriod is exported as null, not an error")
    func deviceWithInfinitePeriod() throws {
        let device = DeviceDocument(
            name: "Null hardware (RADV NAVI21)", kind: "discrete-gpu", driverName: "radv", driverInfo: "Mesa 22.3.6",
            apiVersion: "1.3.230", timestampPeriod: .infinity, timestampValidBits: 0)
        let text = try JSONText.encode([device])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(list.first?["timestampPeriod"] == nil || list.first?["timestampPeriod"] is NSNull)
    }
}
